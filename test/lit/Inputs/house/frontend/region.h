/* The house check's fixture (test/lit/house_ratchet.test): a Region of
   31 fields, one past the bar. */
typedef struct Region {
	int f1, f2, f3, f4, f5, f6, f7, f8, f9, f10;
	int f11, f12, f13, f14, f15, f16, f17, f18, f19, f20;
	int f21, f22, f23, f24, f25, f26, f27, f28, f29, f30;
	struct { int a, b; } f31;
} Region;

int fa_entry(Region *r);
int fb_helper(int x);
int fc_table(int i);
