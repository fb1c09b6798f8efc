#ifndef FLICK_CCAIRO_SHIM_H
#define FLICK_CCAIRO_SHIM_H
#include <cairo.h>
#endif
