// Precompiled for the kiosk's QML module (zv_ui): the Qt headers that every
// file qmlcachegen writes includes, and that the module's own C++ uses. Each
// of the ~120 compiled QML files used to parse them anew (about 4 s of CPU
// each, most of the module's build time).
#pragma once

#include <QtCore/qdatetime.h>
#include <QtCore/qobject.h>
#include <QtCore/qrandom.h>
#include <QtCore/qstring.h>
#include <QtCore/qstringlist.h>
#include <QtCore/qurl.h>
#include <QtCore/qvariant.h>
#include <QtQml/qjsengine.h>
#include <QtQml/qjsprimitivevalue.h>
#include <QtQml/qjsvalue.h>
#include <QtQml/qqmlcomponent.h>
#include <QtQml/qqmlcontext.h>
#include <QtQml/qqmlengine.h>
#include <QtQml/qqmlprivate.h>
#include <cmath>
#include <limits>
#include <type_traits>
