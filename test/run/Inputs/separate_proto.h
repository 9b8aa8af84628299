/* The header of test/run/separate_header_prototype.c and its other file:
 * the only declaration the caller has, in a declare target block. */
#ifndef SEPARATE_PROTO_H
#define SEPARATE_PROTO_H
#pragma omp declare target
long proto_mix(long v, int k);
#pragma omp end declare target
#endif
