// A header of test/run/cxx_nested_headers.cpp.
#ifndef NEST_TALLY_H
#define NEST_TALLY_H
#include "cxx_nest_vec.h"
struct Tally {
  Vec<double> v;
  void bump(int i, double x) { nest::accumulate(v.at(i), x); }
};
#endif
