// libdispatch's hooks for a run loop that is not CFRunLoop (exported by libdispatch on Linux, as
// Foundation's run loop uses them): the descriptor that becomes readable when work is queued on the main
// queue, and the call that runs that work on the main thread.
#include <poll.h>
#include <unistd.h>
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);
