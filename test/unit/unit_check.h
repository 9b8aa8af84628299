/* CHECK(c, fmt, ...): the unit tests' check, which stops the test with
 * its place, the condition and the message where c is false. */
#ifndef UNIT_CHECK_H
#define UNIT_CHECK_H

#include <stdio.h>
#include <stdlib.h>

#define CHECK(c, ...)                                                                              \
	do {                                                                                       \
		if (!(c)) {                                                                        \
			fprintf(stderr, "%s:%d: check failed: %s: ", __FILE__, __LINE__, #c);     \
			fprintf(stderr, __VA_ARGS__);                                              \
			fputc('\n', stderr);                                                       \
			exit(1);                                                                   \
		}                                                                                  \
	} while (0)

#endif
