// GIO's D-Bus client, for the desktop's appearance settings (xdg-desktop-portal's Settings interface).
#include <gio/gio.h>
