// The header of test/run/cxx_rdc_overloads.cpp and its other file.
#ifndef CXX_RDC_SCALE_H
#define CXX_RDC_SCALE_H
double scale(double x, int k);
float scale(float x, int k);
namespace geo {
double shift(double x);
namespace inner {
double shift(double x);
}
} // namespace geo
#endif
