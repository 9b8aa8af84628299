// A header of test/run/cxx_header_order.cpp that device code needs only types of, so the
// .cu file includes it whole: it includes order_vec.h again (its guard makes that nothing)
// and names Vec3, which order_vec.h declared before it, as its includer arranged.
#ifndef ORDER_PLANE_H
#define ORDER_PLANE_H
#include "order_vec.h"
struct Plane {
  Vec3 normal;
  double offset;
};
#endif
