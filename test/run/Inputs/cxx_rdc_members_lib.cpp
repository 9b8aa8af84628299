// The other file of test/run/cxx_rdc_members.cpp: the member functions and the function
// its header declares for the device, defined here in a declare target block; no region.
#include "cxx_rdc_members.h"

#pragma omp declare target
void Tally::add(double v) {
  sum += v;
  count++;
}
double Tally::mean() const { return count ? sum / count : 0.0; }
double damp(double x, double k) { return x / (1.0 + k * x * x); }
Walker::Walker(unsigned seed) : s_(seed * 2654435761u + 1u) {}
unsigned Walker::step() {
  s_ = s_ * 1664525u + 1013904223u;
  return s_ >> 8;
}
double Grid::cell(double x) const { return (double)(long)(x / h); }
double rescale(double x) { return 0.5 * x; }
#pragma omp end declare target
