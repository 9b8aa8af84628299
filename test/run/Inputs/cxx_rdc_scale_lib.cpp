// The other file of test/run/cxx_rdc_overloads.cpp: two overloads of a declare
// target function of C++ linkage, the file's only device code.
#include "cxx_rdc_scale.h"

#pragma omp declare target
double scale(double x, int k) { return x * k + 0.5; }
float scale(float x, int k) { return x * (float)k - 0.25f; }
#pragma omp end declare target
