// The other file of test/run/cxx_rdc_overloads.cpp: declare target functions of C++
// linkage, two overloads and two namesakes in nested namespaces, the file's only device
// code.
#include "cxx_rdc_scale.h"

#pragma omp declare target
double scale(double x, int k) { return x * k + 0.5; }
float scale(float x, int k) { return x * (float)k - 0.25f; }
namespace geo {
double shift(double x) { return x + 100.0; }
namespace inner {
double shift(double x) { return x - 100.0; }
}
} // namespace geo
#pragma omp end declare target
