// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda %s -o %t && %run %t
// A header's variable that a map clause names and device code does not:
// its location is the header's (an offset of the header taken as one of
// the main file's text was an internal error).
#include "Inputs/header_var_far.h"

int
main(void)
{
	double s = 0;
// CHECK: .host = (void *)&(far_table)[0]{{.*}}.type = O2C_MAP_TO
#pragma omp target data map(to: far_table[0:4])
#pragma omp target map(tofrom: s)
	s = 1;
	return s != 1;
}
