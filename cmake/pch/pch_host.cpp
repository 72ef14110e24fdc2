// The target that builds the tests' precompiled header (cmake/pch/test_pch.h);
// every test executable reuses it. It runs nothing.
int main()
{
    return 0;
}
