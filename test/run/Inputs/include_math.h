/* Explicit specializations of a function template that regions in
 * test/run/include_in_region.cpp call from an included body: the file
 * that declares the template holds its only definitions. */
#include <math.h>
template <class T> inline T EXPX(T in);
template <> inline double EXPX<double>(double in) { return exp(in); }
template <> inline float EXPX<float>(float in) { return expf(in); }
