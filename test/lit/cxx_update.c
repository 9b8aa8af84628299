// RUN: %omp2cuda --emit-cuda %s -o - | FileCheck %s
// RUN: not %omp2cuda --emit-cuda -DBITFIELD %s -o - 2>&1 | FileCheck --check-prefix=ERR %s
// ++, -- and compound assignment of an enumeration, and ++ and -- of a
// _Bool, which CUDA C++ does not have: the operand is wrapped in
// o2c_c_update<U>(...), U the integer type C computes in (an enum's
// compatible type: unsigned int with no negative constant, else int),
// and the operator applies to the wrapper, which evaluates it once.

// CHECK: #include "omp2cuda_cupdate.h"

enum color { RED, GREEN, BLUE };
enum sign { NEG = -1, POS = 1 };
struct s { enum color c; enum color f : 4; };

// CHECK: __device__ static enum color next(enum color *p) { return o2c_c_update<unsigned int>((*p))++; }
static enum color next(enum color *p) { return (*p)++; }

int
main(void)
{
	int r[8];
	enum color a[4] = {RED, RED, RED, RED};
#pragma omp target map(from: r) map(tofrom: a)
	{
		enum color e = RED;
		enum sign g = NEG;
		struct s st = {GREEN, GREEN};
		_Bool b = 0;
		int i = 0;
		// CHECK: r[0] = o2c_c_update<unsigned int>(e)++;
		r[0] = e++;
		// CHECK: r[1] = ++o2c_c_update<unsigned int>(e);
		r[1] = ++e;
		// CHECK: o2c_c_update<int>(g) *= 3;
		g *= 3;
		// CHECK: o2c_c_update<unsigned int>(a[i++]) |= BLUE;
		a[i++] |= BLUE;
		// CHECK: o2c_c_update<unsigned int>(st.c) -= 1;
		st.c -= 1;
		// CHECK: o2c_c_update<int>(b)--;
		b--;
		// CHECK: r[2] = (unsigned int)(next(&e)) + (int)(g) + (unsigned int)(st.c) + b + i;
		r[2] = next(&e) + g + st.c + b + i;
#ifdef BITFIELD
		// ERR: :[[@LINE+1]]:3: error: '++' of a bit-field of type 'enum color' in device code is not supported
		st.f++;
#endif
	}
	return r[0];
}
