// Xlib, for the X11 desktop's settings (XSETTINGS and the resource database), read over a connection of the
// host's own beside SDL's.
#include <X11/Xlib.h>
