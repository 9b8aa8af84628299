// A header of test/run/cxx_put_in_prototypes.cpp that the .cu file includes whole (device
// code names its class only through a pointer); its inline constructor uses what the put-in
// header declares, which it includes again.
#ifndef CXX_PUTIN_INFO_H
#define CXX_PUTIN_INFO_H
#include "cxx_putin_comm.h"
struct Info {
  int rank, size;
  Comm comm;
  Info() : comm(COMM_WORLD) {
    comm_rank(comm, &rank);
    comm_size(comm, &size);
  }
};
#endif
