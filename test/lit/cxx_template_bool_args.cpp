// A function template's region instantiated for both values of a bool
// parameter (and for unsigned and enumeration arguments): each
// instantiation's value is spelled as its type has it (true, not the -1
// of a one-bit signed reading; an unsigned value with its u), so the host
// file's `if constexpr` selects each instantiation's descriptor.
// RUN: %omp2cuda --emit-host %s -o - | FileCheck %s
// RUN: %omp2cuda --explain %s | FileCheck %s --check-prefix=EXPLAIN
// CHECK: constexpr bool flag {{=}} true;
// CHECK-NEXT: constexpr unsigned long long big {{=}} 13835058055282163712u;
// CHECK-NEXT: constexpr Mode m {{=}} static_cast<Mode>(200u);
// CHECK-NEXT: constexpr char c {{=}} -3;
// CHECK: constexpr bool flag {{=}} false;
// CHECK: if {{constexpr}} ((flag) == true && (big) == 13835058055282163712u && (m) == static_cast<Mode>(200u) && (c) == -3) /* upd<true, 13835058055282163712u, 200u, -3> */
// CHECK: else if {{constexpr}} ((flag) == false && (big) == 1u && (m) == static_cast<Mode>(1u) && (c) == 120) /* upd<false, 1u, 1u, 120> */
// EXPLAIN: {{instantiation}} upd<true, 13835058055282163712u, 200u, -3>
// EXPLAIN: {{instantiation}} upd<false, 1u, 1u, 120>
enum class Mode : unsigned char { add = 1, mul = 200 };

template <bool flag, unsigned long long big, Mode m, char c>
void upd(int *a, int n)
{
	#pragma omp target teams distribute parallel for map(tofrom: a[:n])
	for (int i = 0; i < n; i++) {
		if (flag)
			a[i] += (int)(big >> 62) + (m == Mode::mul ? 100 : 0) + c;
		else
			a[i] *= 2;
	}
}

void both(int *a, int n)
{
	upd<true, 0xc000000000000000ull, Mode::mul, -3>(a, n);
	upd<false, 1, Mode::add, 'x'>(a, n);
}
