#include "tst_glasperlen.h"

#include <QtTest>

QTEST_GUILESS_MAIN(TestGlasperlen)
