// A header of test/run/cxx_copied_class_types.cpp, included after types_tally.h.
#ifndef TYPES_CELL_H
#define TYPES_CELL_H
class Cell {
public:
  double volume;
};
#endif
