// The download of CLazyCurl.h. The option and info numbers are libcurl's stable ABI (curl/curl.h: CURLOPTTYPE_LONG
// 0, OBJECTPOINT 10000, FUNCTIONPOINT 20000; CURLINFO_LONG 0x200000, OFF_T 0x600000), which its SONAME keeps.
#define _GNU_SOURCE
#include "CLazyCurl.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    OPT_WRITEDATA = 10001, OPT_URL = 10002, OPT_ERRORBUFFER = 10010, OPT_WRITEFUNCTION = 20011,
    OPT_USERAGENT = 10018, OPT_LOW_SPEED_LIMIT = 19, OPT_LOW_SPEED_TIME = 20, OPT_NOPROGRESS = 43,
    OPT_FOLLOWLOCATION = 52, OPT_XFERINFODATA = 10057, OPT_MAXREDIRS = 68, OPT_CONNECTTIMEOUT = 78,
    OPT_NOSIGNAL = 99, OPT_ACCEPT_ENCODING = 10102, OPT_XFERINFOFUNCTION = 20219,
    OPT_PROTOCOLS_STR = 10318, OPT_REDIR_PROTOCOLS_STR = 10319,
};
enum { INFO_RESPONSE_CODE = 0x200000 + 2, INFO_CONTENT_LENGTH_DOWNLOAD_T = 0x600000 + 15 };
enum { CURLE_OK = 0, CURLE_WRITE_ERROR = 23, CURLE_ABORTED_BY_CALLBACK = 42 };
enum { GLOBAL_ALL = 3, ERROR_SIZE = 256 };

static int (*curl_global_init)(long);
static void *(*curl_easy_init)(void);
static int (*curl_easy_setopt)(void *, int, ...);
static int (*curl_easy_perform)(void *);
static int (*curl_easy_getinfo)(void *, int, ...);
static void (*curl_easy_cleanup)(void *);
static const char *(*curl_easy_strerror)(int);

static pthread_once_t once = PTHREAD_ONCE_INIT;
static char load_failure[512];

static void load(void) {
    // Kept open for the life of the process.
    void *handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(load_failure, sizeof load_failure, "%s", why ? why : "libcurl.so.4 not found");
        return;
    }
    struct { const char *name; void **slot; } symbols[] = {
        { "curl_global_init", (void **)&curl_global_init }, { "curl_easy_init", (void **)&curl_easy_init },
        { "curl_easy_setopt", (void **)&curl_easy_setopt }, { "curl_easy_perform", (void **)&curl_easy_perform },
        { "curl_easy_getinfo", (void **)&curl_easy_getinfo }, { "curl_easy_cleanup", (void **)&curl_easy_cleanup },
        { "curl_easy_strerror", (void **)&curl_easy_strerror },
    };
    for (size_t i = 0; i < sizeof symbols / sizeof symbols[0]; i++) {
        *symbols[i].slot = dlsym(handle, symbols[i].name);
        if (!*symbols[i].slot) {
            snprintf(load_failure, sizeof load_failure, "libcurl.so.4 has no function %s", symbols[i].name);
            return;
        }
    }
    // Once, before any thread makes a handle: curl_easy_init would otherwise do it, unsafely across threads.
    if (curl_global_init(GLOBAL_ALL) != CURLE_OK) snprintf(load_failure, sizeof load_failure, "curl_global_init failed");
}

struct AtelierFetch {
    char *url;
    size_t limit;
    atomic_bool cancelled;
    void *curl;
    unsigned char *body;
    size_t length, capacity;
    long status;
    int64_t byte_count;
    bool refused_status, refused_size;
    char message[ERROR_SIZE + 64];
};

AtelierFetch *atelier_fetch_create(const char *url, size_t maximumByteCount) {
    AtelierFetch *fetch = calloc(1, sizeof *fetch);
    if (!fetch) return NULL;
    fetch->url = strdup(url);
    if (!fetch->url) { free(fetch); return NULL; }
    fetch->limit = maximumByteCount;
    atomic_init(&fetch->cancelled, false);
    return fetch;
}

void atelier_fetch_cancel(AtelierFetch *fetch) { atomic_store(&fetch->cancelled, true); }

/// Refuses an error status or an announced length past the limit at the body's first bytes, and a body that
/// grows past it, by returning less than it was given (which stops the transfer with CURLE_WRITE_ERROR).
static size_t write_body(char *data, size_t size, size_t count, void *context) {
    AtelierFetch *fetch = context;
    size_t n = size * count;
    if (atomic_load(&fetch->cancelled)) return 0;
    if (fetch->length == 0) {
        long status = 0;
        curl_easy_getinfo(fetch->curl, INFO_RESPONSE_CODE, &status);
        if (status != 0 && (status < 200 || status > 299)) {
            fetch->status = status;
            fetch->refused_status = true;
            return 0;
        }
        int64_t announced = -1;
        curl_easy_getinfo(fetch->curl, INFO_CONTENT_LENGTH_DOWNLOAD_T, &announced);
        if (announced > (int64_t)fetch->limit) {
            fetch->byte_count = announced;
            fetch->refused_size = true;
            return 0;
        }
    }
    if (n > fetch->limit - fetch->length) {
        fetch->byte_count = (int64_t)(fetch->length + n);
        fetch->refused_size = true;
        return 0;
    }
    if (fetch->length + n > fetch->capacity) {
        size_t capacity = fetch->capacity ? fetch->capacity : 64 * 1024;
        while (capacity < fetch->length + n) capacity *= 2;
        if (capacity > fetch->limit) capacity = fetch->limit;
        unsigned char *grown = realloc(fetch->body, capacity);
        if (!grown) return 0;
        fetch->body = grown;
        fetch->capacity = capacity;
    }
    memcpy(fetch->body + fetch->length, data, n);
    fetch->length += n;
    return n;
}

/// Called by libcurl during the transfer (at least once a second): a nonzero answer stops it.
static int progress(void *context, int64_t dltotal, int64_t dlnow, int64_t ultotal, int64_t ulnow) {
    (void)dltotal; (void)dlnow; (void)ultotal; (void)ulnow;
    return atomic_load(&((AtelierFetch *)context)->cancelled) ? 1 : 0;
}

AtelierFetchOutcome atelier_fetch_perform(AtelierFetch *fetch) {
    pthread_once(&once, load);
    if (load_failure[0]) {
        snprintf(fetch->message, sizeof fetch->message, "%s", load_failure);
        return ATELIER_FETCH_NO_LIBRARY;
    }
    if (atomic_load(&fetch->cancelled)) return ATELIER_FETCH_CANCELLED;
    fetch->curl = curl_easy_init();
    if (!fetch->curl) {
        snprintf(fetch->message, sizeof fetch->message, "curl_easy_init failed");
        return ATELIER_FETCH_FAILED;
    }
    char error[ERROR_SIZE] = "";
    void *curl = fetch->curl;
    curl_easy_setopt(curl, OPT_URL, fetch->url);
    curl_easy_setopt(curl, OPT_ERRORBUFFER, error);
    curl_easy_setopt(curl, OPT_WRITEFUNCTION, write_body);
    curl_easy_setopt(curl, OPT_WRITEDATA, (void *)fetch);
    curl_easy_setopt(curl, OPT_NOPROGRESS, 0L);
    curl_easy_setopt(curl, OPT_XFERINFOFUNCTION, progress);
    curl_easy_setopt(curl, OPT_XFERINFODATA, (void *)fetch);
    // As URLSession: redirections followed, compressed bodies accepted, no signals (other threads run),
    // and a request given up after 60 seconds without progress.
    curl_easy_setopt(curl, OPT_FOLLOWLOCATION, 1L);
    curl_easy_setopt(curl, OPT_MAXREDIRS, 16L);
    curl_easy_setopt(curl, OPT_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, OPT_REDIR_PROTOCOLS_STR, "http,https");
    curl_easy_setopt(curl, OPT_ACCEPT_ENCODING, "");
    curl_easy_setopt(curl, OPT_NOSIGNAL, 1L);
    curl_easy_setopt(curl, OPT_CONNECTTIMEOUT, 60L);
    curl_easy_setopt(curl, OPT_LOW_SPEED_LIMIT, 1L);
    curl_easy_setopt(curl, OPT_LOW_SPEED_TIME, 60L);
    curl_easy_setopt(curl, OPT_USERAGENT, "Atelier");
    int code = curl_easy_perform(curl);
    AtelierFetchOutcome outcome;
    if (fetch->refused_status) outcome = ATELIER_FETCH_HTTP_STATUS;
    else if (fetch->refused_size) outcome = ATELIER_FETCH_TOO_LARGE;
    else if (atomic_load(&fetch->cancelled)) outcome = ATELIER_FETCH_CANCELLED;
    else if (code != CURLE_OK) {
        snprintf(fetch->message, sizeof fetch->message, "%s", error[0] ? error : curl_easy_strerror(code));
        outcome = ATELIER_FETCH_FAILED;
    } else {
        // A body-less answer never reached write_body: its status is read here.
        long status = 0;
        curl_easy_getinfo(curl, INFO_RESPONSE_CODE, &status);
        fetch->status = status;
        outcome = (status >= 200 && status <= 299) ? ATELIER_FETCH_OK : ATELIER_FETCH_HTTP_STATUS;
    }
    curl_easy_cleanup(curl);
    fetch->curl = NULL;
    return outcome;
}

const unsigned char *atelier_fetch_body(const AtelierFetch *fetch) { return fetch->body; }
size_t atelier_fetch_body_length(const AtelierFetch *fetch) { return fetch->length; }
long atelier_fetch_status(const AtelierFetch *fetch) { return fetch->status; }
int64_t atelier_fetch_byte_count(const AtelierFetch *fetch) { return fetch->byte_count; }
const char *atelier_fetch_message(const AtelierFetch *fetch) { return fetch->message; }

void atelier_fetch_destroy(AtelierFetch *fetch) {
    if (!fetch) return;
    free(fetch->body);
    free(fetch->url);
    free(fetch);
}
