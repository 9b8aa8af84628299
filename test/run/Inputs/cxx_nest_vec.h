// A header of test/run/cxx_nested_headers.cpp.
#ifndef NEST_VEC_H
#define NEST_VEC_H
#include "cxx_nest_atom.h"
template <typename T> struct Vec {
  T *d;
  int n;
  T &at(int i) { return d[i]; }
};
#endif
