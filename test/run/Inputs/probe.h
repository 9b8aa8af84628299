/* A test-suite style header: a global the probe maps, a macro whose
 * expansion holds a target region between other statements, and a
 * helper macro that reports where it was used. */
#include <stdio.h>
#include <string.h>

int probe_on_device = -1;

#define PROBE_RUN \
	probe_on_device = 0; \
	_Pragma("omp target map(from: probe_on_device)") \
	{ probe_on_device = !omp_is_initial_device(); }

#define PROBE { \
	PROBE_RUN \
	if (probe_on_device < 0) printf("FAIL: probe at line %d\n", __LINE__); \
}

#define WHERE (strrchr(__FILE__, '/') ? strrchr(__FILE__, '/') + 1 : __FILE__)
