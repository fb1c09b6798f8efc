#ifndef FLICK_CGDKPIXBUF_SHIM_H
#define FLICK_CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
