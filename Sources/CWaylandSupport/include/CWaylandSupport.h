// The Wayland protocol extensions the window host speaks beyond libwayland's core protocol: wp_viewporter
// (a buffer of any pixel size shown at the window's size: fractional scales) and xdg-output (an output's
// size in the desktop's units, which with its mode gives its fractional scale); and SDL's Wayland handles of a
// window. The interfaces carry their protocol names; their C names are the host's own, so that they never
// clash with the copies inside SDL.
#ifndef CWAYLANDSUPPORT_H
#define CWAYLANDSUPPORT_H

#include <stddef.h>
#include <stdint.h>
#include <wayland-client.h>

extern const struct wl_interface atelier_wp_viewporter_interface;
extern const struct wl_interface atelier_wp_viewport_interface;
extern const struct wl_interface atelier_zxdg_output_manager_v1_interface;
extern const struct wl_interface atelier_zxdg_output_v1_interface;

struct wp_viewporter;
struct wp_viewport;
struct zxdg_output_manager_v1;
struct zxdg_output_v1;

/// A file of `size` bytes in memory, to share with the compositor (wl_shm); -1 when none can be made.
int atelier_shared_memory_file(size_t size);

/// SDL's connection and surface of an SDL window on the Wayland driver; 0 when the window is not on Wayland.
int atelier_sdl_wayland_handles(void *sdl_window, struct wl_display **display, struct wl_surface **surface);

// The interfaces' addresses (a Swift copy of an imported constant would not do: libwayland keeps the pointer).
static inline const struct wl_interface *atelier_interface_wl_output(void) { return &wl_output_interface; }
static inline const struct wl_interface *atelier_interface_wl_shm(void) { return &wl_shm_interface; }
static inline const struct wl_interface *atelier_interface_wp_viewporter(void) { return &atelier_wp_viewporter_interface; }
static inline const struct wl_interface *atelier_interface_zxdg_output_manager_v1(void) {
    return &atelier_zxdg_output_manager_v1_interface;
}

// wp_viewporter: 0 destroy, 1 get_viewport(new_id, surface).
static inline struct wp_viewport *atelier_wp_viewporter_get_viewport(struct wp_viewporter *viewporter,
                                                                     struct wl_surface *surface) {
    return (struct wp_viewport *)wl_proxy_marshal_flags((struct wl_proxy *)viewporter, 1, &atelier_wp_viewport_interface,
                                                        wl_proxy_get_version((struct wl_proxy *)viewporter), 0, NULL, surface);
}

// wp_viewport: 0 destroy, 1 set_source(x, y, w, h in fixed point), 2 set_destination(w, h).
static inline void atelier_wp_viewport_destroy(struct wp_viewport *viewport) {
    wl_proxy_marshal_flags((struct wl_proxy *)viewport, 0, NULL, wl_proxy_get_version((struct wl_proxy *)viewport),
                           WL_MARSHAL_FLAG_DESTROY);
}

static inline void atelier_wp_viewport_set_destination(struct wp_viewport *viewport, int32_t width, int32_t height) {
    wl_proxy_marshal_flags((struct wl_proxy *)viewport, 2, NULL, wl_proxy_get_version((struct wl_proxy *)viewport), 0,
                           width, height);
}

// zxdg_output_manager_v1: 0 destroy, 1 get_xdg_output(new_id, output).
static inline struct zxdg_output_v1 *atelier_zxdg_output_manager_v1_get_xdg_output(struct zxdg_output_manager_v1 *manager,
                                                                                   struct wl_output *output) {
    return (struct zxdg_output_v1 *)wl_proxy_marshal_flags((struct wl_proxy *)manager, 1, &atelier_zxdg_output_v1_interface,
                                                           wl_proxy_get_version((struct wl_proxy *)manager), 0, NULL, output);
}

// zxdg_output_v1: request 0 destroy; events logical_position, logical_size, done, name (v2), description (v2).
struct atelier_zxdg_output_v1_listener {
    void (*logical_position)(void *data, struct zxdg_output_v1 *output, int32_t x, int32_t y);
    void (*logical_size)(void *data, struct zxdg_output_v1 *output, int32_t width, int32_t height);
    void (*done)(void *data, struct zxdg_output_v1 *output);
    void (*name)(void *data, struct zxdg_output_v1 *output, const char *name);
    void (*description)(void *data, struct zxdg_output_v1 *output, const char *description);
};

static inline int atelier_zxdg_output_v1_add_listener(struct zxdg_output_v1 *output,
                                                      const struct atelier_zxdg_output_v1_listener *listener, void *data) {
    return wl_proxy_add_listener((struct wl_proxy *)output, (void (**)(void))listener, data);
}

static inline void atelier_zxdg_output_v1_destroy(struct zxdg_output_v1 *output) {
    wl_proxy_marshal_flags((struct wl_proxy *)output, 0, NULL, wl_proxy_get_version((struct wl_proxy *)output),
                           WL_MARSHAL_FLAG_DESTROY);
}

#endif
