// Precompiled for every test executable: all of QtCore (each test includes
// <QtTest>, which pulls in the whole module), Qt SQL's core classes and the
// standard library the tests use. It holds nothing whose meaning depends on a
// test's own macros: GCC takes a precompiled header only when every macro
// defined while building it is defined alike in the test, so Qt Test's own
// headers (which read QT_GUI_LIB, QT_WIDGETS_LIB and the per-test
// QT_TESTCASE_* paths) stay out.
#pragma once

#include <QtCore/QtCore>
#include <QtSql/qsqldatabase.h>
#include <QtSql/qsqlerror.h>
#include <QtSql/qsqlquery.h>
#include <QtSql/qsqlrecord.h>
#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <variant>
#include <vector>
