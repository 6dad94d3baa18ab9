// libwayland's client side: the connection SDL opened is shared with the window host, which draws into its
// surfaces itself (shared-memory buffers) and follows the outputs' scale.
#include <wayland-client.h>
