/* C's ++, -- and compound assignment of an enumeration or a _Bool in
 * CUDA C++, included by every generated .cu file.
 *
 * C++ has no ++, -- or op= of an enumeration, and no ++ or -- of a bool
 * (C++17).  In C each is arithmetic in the object's integer type: e++
 * stores (E)(e + 1) and gives e's old value, ++e gives the new one
 * (C11 6.5.2.4, 6.5.3.1), e op= v is e = (E)(e op v) with e evaluated
 * once (6.5.16.2); an enumeration's arithmetic is in its compatible
 * integer type (6.7.2.2p4), a _Bool's in int, and storing to a _Bool
 * gives 0 or 1 (6.3.1.2).  The front end wraps the operand, written
 * `o2c_c_update<U>(operand)` in the .cu file, U the integer type C
 * computes in (which the AST gives); the operator then applies to the
 * wrapper, which binds the lvalue by reference, so that it is evaluated
 * once.  Each operator gives the value C's expression has, of the
 * object's type.  The value of an arithmetic result converted to the
 * enumeration is first converted to U, as C converts it.
 */
#ifndef OMP2CUDA_CUPDATE_H
#define OMP2CUDA_CUPDATE_H

template <typename U, typename T>
struct O2cCUpdate {
	T &x;
	__host__ __device__ __forceinline__ T set(U v) { return x = (T)v; }
	__host__ __device__ __forceinline__ T operator++() { return set((U)((U)x + 1)); }
	__host__ __device__ __forceinline__ T operator--() { return set((U)((U)x - 1)); }
	__host__ __device__ __forceinline__ T operator++(int)
	{
		T old = x;
		set((U)((U)x + 1));
		return old;
	}
	__host__ __device__ __forceinline__ T operator--(int)
	{
		T old = x;
		set((U)((U)x - 1));
		return old;
	}
#define O2C_C_COMPOUND(op)                                                                         \
	template <typename V>                                                                      \
	__host__ __device__ __forceinline__ T operator op##=(V v)                                   \
	{                                                                                          \
		return set((U)((U)x op v));                                                        \
	}
	O2C_C_COMPOUND(+)
	O2C_C_COMPOUND(-)
	O2C_C_COMPOUND(*)
	O2C_C_COMPOUND(/)
	O2C_C_COMPOUND(%)
	O2C_C_COMPOUND(<<)
	O2C_C_COMPOUND(>>)
	O2C_C_COMPOUND(&)
	O2C_C_COMPOUND(^)
	O2C_C_COMPOUND(|)
#undef O2C_C_COMPOUND
};

template <typename U, typename T>
static __host__ __device__ __forceinline__ O2cCUpdate<U, T>
o2c_c_update(T &x)
{
	return O2cCUpdate<U, T>{x};
}

#endif
