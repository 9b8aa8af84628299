// A header of test/run/cxx_copied_class_types.cpp: a class whose member function device code
// calls, so its text is copied for the device; it points to a class a later header defines
// (declared here first), holds a std::vector of pointers to another class, and has a member
// function only the host calls, which calls a function of types_log.h.
#ifndef TYPES_TALLY_H
#define TYPES_TALLY_H
#include <vector>

class Cell;
struct Bin {
  double lo, hi;
};

class Tally {
public:
  Cell *cells;
  std::vector<Bin *> bins;
  double scale;
  double weigh(double x) const { return x * scale; }
  void report(double v) const { log_line("tally", v * scale); }
};
#endif
