/* The header of test/run/macro_multi_decl.c: a macro that gives, for a
 * width W, two typedefs, a prototype and two functions (the second calling
 * the first), as counter-based random number libraries write theirs. */
#ifndef MACRO_GENERATORS_H
#define MACRO_GENERATORS_H
#include <stdint.h>

struct pair64 { uint64_t v[2]; };
struct pair32 { uint32_t v[2]; };

static inline uint64_t rotl64(uint64_t x, unsigned n) { return (x << n) | (x >> (64 - n)); }
static inline uint32_t rotl32(uint32_t x, unsigned n) { return (x << n) | (x >> (32 - n)); }

#define GEN_TPL(W)                                                             \
typedef struct pair##W gen##W##_ctr_t;                                         \
typedef struct pair##W gen##W##_key_t;                                         \
static inline gen##W##_ctr_t gen##W##_R(unsigned rounds, gen##W##_ctr_t in, gen##W##_key_t k); \
static inline gen##W##_ctr_t gen##W##_round(gen##W##_ctr_t x, gen##W##_key_t k, unsigned r) \
{                                                                              \
	x.v[0] += x.v[1] + k.v[r & 1];                                         \
	x.v[1] = rotl##W(x.v[1], 13 + r) ^ x.v[0];                             \
	return x;                                                              \
}                                                                              \
static inline gen##W##_ctr_t gen##W##_R(unsigned rounds, gen##W##_ctr_t in, gen##W##_key_t k) \
{                                                                              \
	for (unsigned r = 0; r < rounds; r++)                                  \
		in = gen##W##_round(in, k, r);                                 \
	return in;                                                             \
}

GEN_TPL(64)
GEN_TPL(32)
#endif
