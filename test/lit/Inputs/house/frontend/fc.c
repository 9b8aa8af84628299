/* Not mutable: const tables, arrays of const pointers, a const struct
   array, a typedef'd const, a declaration of another file's variable. */
#include "region.h"

typedef const int ConstInt;
static const char *const names[] = {"a", "b"};
static const int codes[2][2] = {{1, 2}, {3, 4}};
static const struct { int k; const char *s; } pairs[] = {{1, "x"}};
static ConstInt limit = 3;
extern int visible;

int fc_table(int i)
{
	static const char *const local_names[] = {"c"};
	return names[i & 1][0] + codes[0][i & 1] + pairs[0].k + limit + local_names[0][0] + visible;
}
