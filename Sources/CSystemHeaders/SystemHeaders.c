/* A C target needs a source: the target exists for its include folder (see CSystemHeaders.h). */
#include "CSystemHeaders.h"
