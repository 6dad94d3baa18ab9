// One bounded http(s) download through libcurl (libcurl.so.4), loaded with dlopen on the first one rather than
// linked: FoundationNetworking, which linked it, brought curl, nss, gnutls, krb5, ldap... to every app's start.
#ifndef ATELIER_LAZY_CURL_H
#define ATELIER_LAZY_CURL_H

#include <stddef.h>
#include <stdint.h>

/// How a download ended.
typedef enum {
    ATELIER_FETCH_OK = 0,
    /// libcurl could not be loaded; `atelier_fetch_message` says why.
    ATELIER_FETCH_NO_LIBRARY = 1,
    /// The server answered a status outside 200-299 (`atelier_fetch_status`), after redirections.
    ATELIER_FETCH_HTTP_STATUS = 2,
    /// The body is larger than the limit (`atelier_fetch_byte_count`: its announced length, or what had come).
    ATELIER_FETCH_TOO_LARGE = 3,
    /// `atelier_fetch_cancel` stopped it.
    ATELIER_FETCH_CANCELLED = 4,
    /// libcurl failed; `atelier_fetch_message` says why.
    ATELIER_FETCH_FAILED = 5
} AtelierFetchOutcome;

typedef struct AtelierFetch AtelierFetch;

/// A download of `url` that keeps at most `maximumByteCount` bytes; NULL when out of memory.
AtelierFetch *_Nullable atelier_fetch_create(const char *_Nonnull url, size_t maximumByteCount);
/// Downloads, blocking the calling thread until the body has come or the download stopped.
AtelierFetchOutcome atelier_fetch_perform(AtelierFetch *_Nonnull fetch);
/// Stops the download from any thread, soon after (the transfer's next callback).
void atelier_fetch_cancel(AtelierFetch *_Nonnull fetch);
const unsigned char *_Nullable atelier_fetch_body(const AtelierFetch *_Nonnull fetch);
size_t atelier_fetch_body_length(const AtelierFetch *_Nonnull fetch);
long atelier_fetch_status(const AtelierFetch *_Nonnull fetch);
int64_t atelier_fetch_byte_count(const AtelierFetch *_Nonnull fetch);
const char *_Nonnull atelier_fetch_message(const AtelierFetch *_Nonnull fetch);
void atelier_fetch_destroy(AtelierFetch *_Nullable fetch);

#endif
