int lower_count(void)
{
	static unsigned long seen[4];
	return (int)++seen[0];
}
