#ifndef FLICK_CATK_SHIM_H
#define FLICK_CATK_SHIM_H
/* ATK's roles and states (the Swift side chooses them) and atk-bridge, which exports ATK objects to AT-SPI. */
#include <atk/atk.h>
#include <at-spi2-atk/2.0/atk-bridge.h>
#endif
