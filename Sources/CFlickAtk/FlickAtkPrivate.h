#ifndef FLICK_ATK_PRIVATE_H
#define FLICK_ATK_PRIVATE_H
/* What the node type asks of the bridge: the root and the Swift side's callbacks. */
#include <atk/atk.h>
#include <stdint.h>

AtkObject *flick_atk_root(void);
void flick_atk_will_read(void);
int flick_atk_do_action(uint64_t node, int index);
int flick_atk_set_value(uint64_t node, double value);
void flick_atk_window_origin(int *x, int *y);
#endif
