#ifndef SCROLLLAB_CZLIB_SHIM_H
#define SCROLLLAB_CZLIB_SHIM_H

/* zlib's crc32(), which checks the assets against Assets/manifest.txt. */
#include <zlib.h>

#endif
