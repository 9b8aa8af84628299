// A header of test/run/cxx_put_in_prototypes.cpp that the preprocessor reads in part (its
// #ifdef branch is not taken), so it is put in the file's text.
#ifndef CXX_PUTIN_COMM_H
#define CXX_PUTIN_COMM_H
#ifdef HAVE_REAL_COMM
#include <real_comm.h>
#else
typedef int Comm;
#define COMM_WORLD 3
void comm_size(Comm c, int *size);
inline void comm_rank(Comm c, int *rank) { *rank = c - 1; }
#endif
#endif
