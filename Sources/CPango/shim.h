#ifndef FLICK_CPANGO_SHIM_H
#define FLICK_CPANGO_SHIM_H
#include <pango/pangocairo.h>
#endif
