// The protocol tables of the extensions in CWaylandSupport.h, written from the protocols' XML descriptions
// (wayland-protocols: stable/viewporter, unstable/xdg-output): a message's name, its signature (i int,
// f fixed, s string, o object, n new object, a leading number the version that added it) and the interfaces
// of its object arguments.
#define _GNU_SOURCE
#include "CWaylandSupport.h"
#include <errno.h>
#include <sys/mman.h>
#include <unistd.h>
#include <SDL.h>
#include <SDL_syswm.h>

static const struct wl_interface *no_types[] = { NULL, NULL, NULL, NULL };
static const struct wl_interface *get_viewport_types[] = { &atelier_wp_viewport_interface, &wl_surface_interface };
static const struct wl_interface *get_xdg_output_types[] = { &atelier_zxdg_output_v1_interface, &wl_output_interface };

static const struct wl_message viewporter_requests[] = {
    { "destroy", "", no_types },
    { "get_viewport", "no", get_viewport_types },
};

const struct wl_interface atelier_wp_viewporter_interface = {
    "wp_viewporter", 1, 2, viewporter_requests, 0, NULL,
};

static const struct wl_message viewport_requests[] = {
    { "destroy", "", no_types },
    { "set_source", "ffff", no_types },
    { "set_destination", "ii", no_types },
};

const struct wl_interface atelier_wp_viewport_interface = {
    "wp_viewport", 1, 3, viewport_requests, 0, NULL,
};

static const struct wl_message xdg_output_manager_requests[] = {
    { "destroy", "", no_types },
    { "get_xdg_output", "no", get_xdg_output_types },
};

const struct wl_interface atelier_zxdg_output_manager_v1_interface = {
    "zxdg_output_manager_v1", 3, 2, xdg_output_manager_requests, 0, NULL,
};

static const struct wl_message xdg_output_requests[] = {
    { "destroy", "", no_types },
};

static const struct wl_message xdg_output_events[] = {
    { "logical_position", "ii", no_types },
    { "logical_size", "ii", no_types },
    { "done", "", no_types },
    { "name", "2s", no_types },
    { "description", "2s", no_types },
};

const struct wl_interface atelier_zxdg_output_v1_interface = {
    "zxdg_output_v1", 3, 1, xdg_output_requests, 5, xdg_output_events,
};

int atelier_sdl_wayland_handles(void *sdl_window, struct wl_display **display, struct wl_surface **surface) {
    SDL_SysWMinfo info;
    SDL_VERSION(&info.version);
    if (!SDL_GetWindowWMInfo((SDL_Window *)sdl_window, &info) || info.subsystem != SDL_SYSWM_WAYLAND) return 0;
    *display = info.info.wl.display;
    *surface = info.info.wl.surface;
    return 1;
}

int atelier_shared_memory_file(size_t size) {
    int fd = memfd_create("atelier-frame", MFD_CLOEXEC);
    if (fd < 0) return -1;
    int result;
    do { result = ftruncate(fd, (off_t)size); } while (result < 0 && errno == EINTR);
    if (result < 0) { close(fd); return -1; }
    return fd;
}
