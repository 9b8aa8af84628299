/* A flag set while printing: mutable state in codegen/. */
static int printing;

int printer_print(int x)
{
	printing = 1;
	return x + printing;
}
