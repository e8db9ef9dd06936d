/* version.h: what `hlopeak --version` prints */
#ifndef HLOPEAK_VERSION_H
#define HLOPEAK_VERSION_H

#include <stdio.h>

void cmd_printversion(FILE *f);

#endif
