// The image decoders Atelier calls (librsvg for SVG, poppler-glib for PDF, gdk-pixbuf for raster formats Cairo
// does not read), loaded with dlopen on first use rather than linked: linked, they and the ~48 libraries they
// bring (nss, gnutls, curl, openjp2, lcms2, tiff, icu...) were loaded and relocated at every app's start.
//
// Handles and GError are passed as opaque pointers; the structs are laid out as the libraries' stable ABI
// (rsvg.h) defines them. Call `atelier_image_library_load` first: the other functions assume their library loaded.
#ifndef ATELIER_LAZY_IMAGE_CODECS_H
#define ATELIER_LAZY_IMAGE_CODECS_H

#include <stdbool.h>

/// A library the decoders come from.
typedef enum {
    ATELIER_IMAGE_LIBRARY_RSVG = 0,       // librsvg-2.so.2
    ATELIER_IMAGE_LIBRARY_POPPLER = 1,    // libpoppler-glib.so.8
    ATELIER_IMAGE_LIBRARY_GDK_PIXBUF = 2  // libgdk_pixbuf-2.0.so.0
} AtelierImageLibrary;

/// RsvgRectangle.
typedef struct {
    double x;
    double y;
    double width;
    double height;
} AtelierRsvgRectangle;

/// Loads `library` on the first call (once, from any thread): NULL when its functions are there, else why not
/// (a static string that stays valid).
const char *_Nullable atelier_image_library_load(AtelierImageLibrary library);

/// The library's file name (its SONAME), for messages.
const char *_Nonnull atelier_image_library_name(AtelierImageLibrary library);

// librsvg
void *_Nullable atelier_rsvg_handle_new_from_file(const char *_Nonnull path, void *_Nullable *_Nullable error);
int atelier_rsvg_handle_get_intrinsic_size_in_pixels(void *_Nonnull handle, double *_Nonnull width, double *_Nonnull height);
/// rsvg_handle_get_intrinsic_dimensions with only its viewBox out-arguments (the others passed as NULL).
void atelier_rsvg_handle_get_intrinsic_viewbox(void *_Nonnull handle, int *_Nonnull hasViewBox,
                                               AtelierRsvgRectangle *_Nonnull viewBox);
int atelier_rsvg_handle_render_document(void *_Nonnull handle, void *_Nonnull cairo, const AtelierRsvgRectangle *_Nonnull viewport,
                                        void *_Nullable *_Nullable error);

// poppler-glib
void *_Nullable atelier_poppler_document_new_from_file(const char *_Nonnull uri, const char *_Nullable password,
                                                       void *_Nullable *_Nullable error);
int atelier_poppler_document_get_n_pages(void *_Nonnull document);
void *_Nullable atelier_poppler_document_get_page(void *_Nonnull document, int index);
void atelier_poppler_page_get_size(void *_Nonnull page, double *_Nonnull width, double *_Nonnull height);
void atelier_poppler_page_render(void *_Nonnull page, void *_Nonnull cairo);

// gdk-pixbuf
/// Whether gdk-pixbuf knows the file's format, with its size from the header.
bool atelier_gdk_pixbuf_get_file_info(const char *_Nonnull path, int *_Nonnull width, int *_Nonnull height);
void *_Nullable atelier_gdk_pixbuf_new_from_file(const char *_Nonnull path, void *_Nullable *_Nullable error);
void *_Nullable atelier_gdk_pixbuf_apply_embedded_orientation(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_width(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_height(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_n_channels(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_has_alpha(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_rowstride(void *_Nonnull pixbuf);
int atelier_gdk_pixbuf_get_bits_per_sample(void *_Nonnull pixbuf);
unsigned char *_Nullable atelier_gdk_pixbuf_get_pixels(void *_Nonnull pixbuf);

#endif
