// A header of test/run/cxx_header_order.cpp that device code needs only types of, and
// that names Vec3 without including its header: it relies on the order of its includer's
// #include lines, as headers of applications do.
#ifndef ORDER_RAY_H
#define ORDER_RAY_H
struct Ray {
  Vec3 origin, direction;
};
#endif
