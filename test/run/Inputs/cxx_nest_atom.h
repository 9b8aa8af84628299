// A header of test/run/cxx_nested_headers.cpp.
#ifndef NEST_ATOM_H
#define NEST_ATOM_H
namespace nest {
template <typename T> inline void accumulate(T &a, T b) { a += b; }
}
#endif
