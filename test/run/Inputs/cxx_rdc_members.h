// The header of test/run/cxx_rdc_members.cpp and its other file: classes and a function
// declared for the device, one block written as directives, one given by a macro; a class
// and a function declared with no directive.
#ifndef CXX_RDC_MEMBERS_H
#define CXX_RDC_MEMBERS_H
#define DEVICE_BEGIN _Pragma("omp declare target")
#define DEVICE_END _Pragma("omp end declare target")

#pragma omp declare target
struct Tally {
  double sum;
  long count;
  void add(double v);
  double mean() const;
};
double damp(double x, double k);
#pragma omp end declare target

DEVICE_BEGIN
class Walker {
public:
  explicit Walker(unsigned seed);
  unsigned step();
  unsigned state() const { return s_; }

private:
  unsigned s_;
};
DEVICE_END

// Declared with no directive; the other file defines them in a declare target block.
struct Grid {
  double h;
  double cell(double x) const;
};
double rescale(double x);

// Defined by the file that includes it (no declare target directive of its own there).
struct Box {
  double lo, hi;
  double clamp(double v) const;
};
#endif
