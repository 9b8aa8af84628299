/* Mutable state: a static, a global, a static local, a pointer to const;
   and a call into fb.c, which calls back. */
#include "region.h"

static int counter;
int visible = 1;
static const char *last_name;

int fa_entry(Region *r)
{
	static int calls;
	calls++;
	last_name = "entry";
	return fb_helper(r->f1 + counter + visible + calls);
}
