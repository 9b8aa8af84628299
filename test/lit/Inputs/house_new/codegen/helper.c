int dispatch_print(int x);

int helper_print(int x)
{
	return dispatch_print(x);
}
