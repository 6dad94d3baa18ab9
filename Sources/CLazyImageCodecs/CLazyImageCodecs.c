// Loads the decoders of CLazyImageCodecs.h by SONAME on first use, and calls them through the pointers dlsym gives.
// The signatures below are the libraries' (rsvg.h, poppler-document.h, poppler-page.h, gdk-pixbuf-core.h,
// gdk-pixbuf-io.h); gboolean is int, gint int, gchar char, GError** void**.
#include "CLazyImageCodecs.h"
#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>
#include <stdio.h>

static void *(*rsvg_handle_new_from_file)(const char *, void **);
static int (*rsvg_handle_get_intrinsic_size_in_pixels)(void *, double *, double *);
static void (*rsvg_handle_get_intrinsic_dimensions)(void *, int *, void *, int *, void *, int *, AtelierRsvgRectangle *);
static int (*rsvg_handle_render_document)(void *, void *, const AtelierRsvgRectangle *, void **);

static void *(*poppler_document_new_from_file)(const char *, const char *, void **);
static int (*poppler_document_get_n_pages)(void *);
static void *(*poppler_document_get_page)(void *, int);
static void (*poppler_page_get_size)(void *, double *, double *);
static void (*poppler_page_render)(void *, void *);

static void *(*gdk_pixbuf_get_file_info)(const char *, int *, int *);
static void *(*gdk_pixbuf_new_from_file)(const char *, void **);
static void *(*gdk_pixbuf_apply_embedded_orientation)(void *);
static int (*gdk_pixbuf_get_width)(void *);
static int (*gdk_pixbuf_get_height)(void *);
static int (*gdk_pixbuf_get_n_channels)(void *);
static int (*gdk_pixbuf_get_has_alpha)(void *);
static int (*gdk_pixbuf_get_rowstride)(void *);
static int (*gdk_pixbuf_get_bits_per_sample)(void *);
static unsigned char *(*gdk_pixbuf_get_pixels)(void *);

typedef struct {
    const char *name;
    void **slot;
} Symbol;

#define SYMBOL(f) { #f, (void **)&f }

static const Symbol rsvg_symbols[] = {
    SYMBOL(rsvg_handle_new_from_file), SYMBOL(rsvg_handle_get_intrinsic_size_in_pixels),
    SYMBOL(rsvg_handle_get_intrinsic_dimensions), SYMBOL(rsvg_handle_render_document), { NULL, NULL },
};
static const Symbol poppler_symbols[] = {
    SYMBOL(poppler_document_new_from_file), SYMBOL(poppler_document_get_n_pages), SYMBOL(poppler_document_get_page),
    SYMBOL(poppler_page_get_size), SYMBOL(poppler_page_render), { NULL, NULL },
};
static const Symbol gdk_pixbuf_symbols[] = {
    SYMBOL(gdk_pixbuf_get_file_info), SYMBOL(gdk_pixbuf_new_from_file), SYMBOL(gdk_pixbuf_apply_embedded_orientation),
    SYMBOL(gdk_pixbuf_get_width), SYMBOL(gdk_pixbuf_get_height), SYMBOL(gdk_pixbuf_get_n_channels),
    SYMBOL(gdk_pixbuf_get_has_alpha), SYMBOL(gdk_pixbuf_get_rowstride), SYMBOL(gdk_pixbuf_get_bits_per_sample),
    SYMBOL(gdk_pixbuf_get_pixels), { NULL, NULL },
};

typedef struct {
    const char *soname;
    const Symbol *symbols;
    pthread_once_t once;
    const char *failure;
    char message[512];
} Library;

static Library libraries[] = {
    { "librsvg-2.so.2", rsvg_symbols, PTHREAD_ONCE_INIT, NULL, "" },
    { "libpoppler-glib.so.8", poppler_symbols, PTHREAD_ONCE_INIT, NULL, "" },
    { "libgdk_pixbuf-2.0.so.0", gdk_pixbuf_symbols, PTHREAD_ONCE_INIT, NULL, "" },
};

static void load(Library *library) {
    // Kept open for the life of the process: the objects the library made outlive any one call.
    void *handle = dlopen(library->soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        const char *why = dlerror();
        snprintf(library->message, sizeof library->message, "%s", why ? why : library->soname);
        library->failure = library->message;
        return;
    }
    for (const Symbol *s = library->symbols; s->name; s++) {
        *s->slot = dlsym(handle, s->name);
        if (!*s->slot) {
            snprintf(library->message, sizeof library->message, "%s has no function %s", library->soname, s->name);
            library->failure = library->message;
            return;
        }
    }
}

static void load_rsvg(void) { load(&libraries[ATELIER_IMAGE_LIBRARY_RSVG]); }
static void load_poppler(void) { load(&libraries[ATELIER_IMAGE_LIBRARY_POPPLER]); }
static void load_gdk_pixbuf(void) { load(&libraries[ATELIER_IMAGE_LIBRARY_GDK_PIXBUF]); }

const char *atelier_image_library_load(AtelierImageLibrary which) {
    static void (*const loaders[])(void) = { load_rsvg, load_poppler, load_gdk_pixbuf };
    if ((unsigned)which > ATELIER_IMAGE_LIBRARY_GDK_PIXBUF) return "no such library";
    Library *library = &libraries[which];
    pthread_once(&library->once, loaders[which]);
    return library->failure;
}

const char *atelier_image_library_name(AtelierImageLibrary which) {
    if ((unsigned)which > ATELIER_IMAGE_LIBRARY_GDK_PIXBUF) return "?";
    return libraries[which].soname;
}

void *atelier_rsvg_handle_new_from_file(const char *path, void **error) {
    return rsvg_handle_new_from_file(path, error);
}

int atelier_rsvg_handle_get_intrinsic_size_in_pixels(void *handle, double *width, double *height) {
    return rsvg_handle_get_intrinsic_size_in_pixels(handle, width, height);
}

void atelier_rsvg_handle_get_intrinsic_viewbox(void *handle, int *hasViewBox, AtelierRsvgRectangle *viewBox) {
    rsvg_handle_get_intrinsic_dimensions(handle, NULL, NULL, NULL, NULL, hasViewBox, viewBox);
}

int atelier_rsvg_handle_render_document(void *handle, void *cairo, const AtelierRsvgRectangle *viewport, void **error) {
    return rsvg_handle_render_document(handle, cairo, viewport, error);
}

void *atelier_poppler_document_new_from_file(const char *uri, const char *password, void **error) {
    return poppler_document_new_from_file(uri, password, error);
}

int atelier_poppler_document_get_n_pages(void *document) { return poppler_document_get_n_pages(document); }

void *atelier_poppler_document_get_page(void *document, int index) { return poppler_document_get_page(document, index); }

void atelier_poppler_page_get_size(void *page, double *width, double *height) { poppler_page_get_size(page, width, height); }

void atelier_poppler_page_render(void *page, void *cairo) { poppler_page_render(page, cairo); }

bool atelier_gdk_pixbuf_get_file_info(const char *path, int *width, int *height) {
    return gdk_pixbuf_get_file_info(path, width, height) != NULL;
}

void *atelier_gdk_pixbuf_new_from_file(const char *path, void **error) { return gdk_pixbuf_new_from_file(path, error); }

void *atelier_gdk_pixbuf_apply_embedded_orientation(void *pixbuf) { return gdk_pixbuf_apply_embedded_orientation(pixbuf); }

int atelier_gdk_pixbuf_get_width(void *pixbuf) { return gdk_pixbuf_get_width(pixbuf); }
int atelier_gdk_pixbuf_get_height(void *pixbuf) { return gdk_pixbuf_get_height(pixbuf); }
int atelier_gdk_pixbuf_get_n_channels(void *pixbuf) { return gdk_pixbuf_get_n_channels(pixbuf); }
int atelier_gdk_pixbuf_get_has_alpha(void *pixbuf) { return gdk_pixbuf_get_has_alpha(pixbuf); }
int atelier_gdk_pixbuf_get_rowstride(void *pixbuf) { return gdk_pixbuf_get_rowstride(pixbuf); }
int atelier_gdk_pixbuf_get_bits_per_sample(void *pixbuf) { return gdk_pixbuf_get_bits_per_sample(pixbuf); }
unsigned char *atelier_gdk_pixbuf_get_pixels(void *pixbuf) { return gdk_pixbuf_get_pixels(pixbuf); }
