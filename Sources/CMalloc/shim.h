// glibc's heap statistics (`mallinfo2`) and the size of one allocation (`malloc_usable_size`), which the Glibc
// module leaves out: `Benchmarks --memory` counts the heap a view graph takes, node by node.
#include <malloc.h>
