#include "editor/parts_editor.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"
#include "editor/media_import.h"
#include "editor/text_binding.h"
#include "store/media_names.h"

#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QVBoxLayout>

namespace zv {

namespace {
const QString kTimePattern = QStringLiteral("^(([01][0-9]|2[0-3]):[0-5][0-9])?$");

QString firstLine(const QString& text)
{
    QString line = text.section(QLatin1Char('\n'), 0, 0).simplified();
    if (line.size() > 60)
        line = line.left(59) + QChar(0x2026);
    return line;
}
} // namespace

PartsEditor::PartsEditor(ItemDocument* document, Kind kind, const QString& mediaDirectory,
                         QWidget* parent)
    : QWidget(parent), m_document(document), m_kind(kind), m_mediaDirectory(mediaDirectory),
      m_second(QStringLiteral("en"))
{
    setObjectName(QStringLiteral("parts_") + listName());
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("partsList"));
    left->addWidget(m_list, 1);
    // Two rows of two: the list stays narrow beside the history.
    auto* buttons = new QGridLayout;
    auto* add = new QPushButton(tr("Neu"), this);
    add->setObjectName(QStringLiteral("partAdd"));
    m_remove = new QPushButton(tr("Entfernen"), this);
    m_up = new QPushButton(tr("Nach oben"), this);
    m_down = new QPushButton(tr("Nach unten"), this);
    buttons->addWidget(add, 0, 0);
    buttons->addWidget(m_remove, 0, 1);
    buttons->addWidget(m_up, 1, 0);
    buttons->addWidget(m_down, 1, 1);
    left->addLayout(buttons);
    m_warning = new QLabel(this);
    m_warning->setWordWrap(true);
    m_warning->setStyleSheet(QStringLiteral("color: #a3201d;"));
    left->addWidget(m_warning);
    layout->addLayout(left, 2);

    m_detail = new QWidget(this);
    auto* form = new QFormLayout(m_detail);
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    m_secondHeading = new QLabel(m_detail);
    if (m_kind == Kind::Schedule) {
        QLineEdit* time = addLine(QStringLiteral("time"), 0);
        time->setValidator(new QRegularExpressionValidator(QRegularExpression(kTimePattern), time));
        time->setPlaceholderText(tr("HH:MM, leer = ohne Uhrzeit"));
        form->addRow(tr("Uhrzeit"), time);
    } else if (m_kind == Kind::Steps) {
        form->addRow(tr("Abbildung Nr."), addLine(QStringLiteral("figure"), 0));
    }
    form->addRow(QStringLiteral("<b>%1</b>").arg(languageName(kFallbackLanguage)),
                 addText(QStringLiteral("text"), 1));
    form->addRow(m_secondHeading, addText(QStringLiteral("text"), 2));
    if (m_kind == Kind::Steps) {
        form->addRow(tr("Bildquelle (Deutsch)"), addLine(QStringLiteral("credit"), 1));
        m_secondCredit = new QLabel(m_detail);
        form->addRow(m_secondCredit, addLine(QStringLiteral("credit"), 2));
        m_picture = new QLabel(m_detail);
        m_picture->setObjectName(QStringLiteral("stepPicture"));
        m_picture->setMinimumSize(160, 120);
        m_picture->setAlignment(Qt::AlignCenter);
        m_picture->setFrameShape(QFrame::StyledPanel);
        auto* pictureButtons = new QHBoxLayout;
        auto* choose = new QPushButton(tr("Bild wählen …"), m_detail);
        auto* drop = new QPushButton(tr("Bild entfernen"), m_detail);
        pictureButtons->addWidget(choose);
        pictureButtons->addWidget(drop);
        form->addRow(tr("Bild"), m_picture);
        form->addRow(QString(), pictureButtons);
        m_sound = new QLabel(m_detail);
        m_sound->setObjectName(QStringLiteral("stepSound"));
        auto* soundButtons = new QHBoxLayout;
        auto* chooseSound = new QPushButton(tr("Ton wählen …"), m_detail);
        auto* dropSound = new QPushButton(tr("Ton entfernen"), m_detail);
        soundButtons->addWidget(m_sound, 1);
        soundButtons->addWidget(chooseSound);
        soundButtons->addWidget(dropSound);
        form->addRow(tr("Ton"), soundButtons);
        connect(choose, &QPushButton::clicked, this, [this] { chooseFile(true); });
        connect(drop, &QPushButton::clicked, this, [this] { detach(true); });
        connect(chooseSound, &QPushButton::clicked, this, [this] { chooseFile(false); });
        connect(dropSound, &QPushButton::clicked, this, [this] { detach(false); });
    }
    layout->addWidget(m_detail, 3);

    connect(add, &QPushButton::clicked, this, &PartsEditor::addEntry);
    connect(m_remove, &QPushButton::clicked, this, &PartsEditor::removeEntry);
    connect(m_up, &QPushButton::clicked, this, [this] { moveEntry(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveEntry(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (!m_refreshing)
            bindCurrent();
    });
    connect(m_document, &ItemDocument::changed, this, &PartsEditor::refresh);
    setSecondLanguage(m_second);
    refresh();
}

QLineEdit* PartsEditor::addLine(const QString& name, int language)
{
    auto* line = new QLineEdit(m_detail);
    line->setObjectName(QStringLiteral("part_%1_%2").arg(name).arg(language));
    m_bound.append({new TextBinding(m_document, line, {}), name, language});
    return line;
}

QPlainTextEdit* PartsEditor::addText(const QString& name, int language)
{
    auto* text = new QPlainTextEdit(m_detail);
    text->setTabChangesFocus(true);
    text->setObjectName(QStringLiteral("part_%1_%2").arg(name).arg(language));
    m_bound.append({new TextBinding(m_document, text, {}), name, language});
    return text;
}

QString PartsEditor::listName() const
{
    switch (m_kind) {
    case Kind::Schedule:
        return QStringLiteral("schedule");
    case Kind::Steps:
        return QStringLiteral("steps");
    case Kind::Verses:
        break;
    }
    return QStringLiteral("verses");
}

void PartsEditor::setSecondLanguage(const QString& language)
{
    m_second = language;
    m_secondHeading->setText(QStringLiteral("<b>%1</b>").arg(languageName(language)));
    if (m_secondCredit)
        m_secondCredit->setText(tr("Bildquelle (%1)").arg(languageName(language)));
    bindCurrent();
}

int PartsEditor::count() const
{
    const Item& item = m_document->item();
    switch (m_kind) {
    case Kind::Schedule:
        return static_cast<int>(item.schedule.size());
    case Kind::Steps:
        return static_cast<int>(item.steps.size());
    case Kind::Verses:
        break;
    }
    return static_cast<int>(item.verses.size());
}

int PartsEditor::currentIndex() const
{
    return m_list->currentRow();
}

void PartsEditor::select(int index)
{
    m_list->setCurrentRow(std::clamp(index, -1, count() - 1));
}

QString PartsEditor::entryTitle(int index) const
{
    const Item& item = m_document->item();
    const QString de = kFallbackLanguage;
    switch (m_kind) {
    case Kind::Schedule: {
        const ScheduleEntry& entry = item.schedule.at(index);
        return QStringLiteral("%1  %2").arg(entry.time.isEmpty() ? QStringLiteral("–    ")
                                                                 : entry.time,
                                            firstLine(entry.texts.text(de, field::text)));
    }
    case Kind::Steps: {
        const Step& step = item.steps.at(index);
        return tr("Abb. %1 – %2").arg(step.figure, firstLine(step.texts.text(de, field::text)));
    }
    case Kind::Verses:
        break;
    }
    return tr("Strophe %1 – %2")
        .arg(index + 1)
        .arg(firstLine(item.verses.at(index).texts.text(de, field::text)));
}

void PartsEditor::refresh()
{
    m_refreshing = true;
    const int keep = m_list->currentRow();
    const int n = count();
    while (m_list->count() > n)
        delete m_list->takeItem(m_list->count() - 1);
    while (m_list->count() < n)
        m_list->addItem(QString());
    for (int i = 0; i < n; ++i)
        m_list->item(i)->setText(entryTitle(i));
    m_list->setCurrentRow(n == 0 ? -1 : std::clamp(keep < 0 ? 0 : keep, 0, n - 1));
    m_refreshing = false;
    // A day's times must run forward: the kiosk draws them as a time line.
    QString warning;
    if (m_kind == Kind::Schedule) {
        int last = -1;
        for (const ScheduleEntry& entry : m_document->item().schedule) {
            if (entry.minutes() >= 0 && entry.minutes() < last)
                warning = tr("Die Uhrzeit %1 steht nach einer späteren; bitte die Reihenfolge "
                             "prüfen.")
                              .arg(entry.time);
            last = std::max(last, entry.minutes());
        }
    }
    m_warning->setText(warning);
    bindCurrent();
}

void PartsEditor::bindCurrent()
{
    const int index = m_list->currentRow();
    const bool has = index >= 0 && index < count();
    m_detail->setEnabled(has);
    m_remove->setEnabled(has);
    m_up->setEnabled(has && index > 0);
    m_down->setEnabled(has && index < count() - 1);
    const QString prefix = QStringLiteral("%1.%2.").arg(listName()).arg(index);
    for (const Bound& bound : std::as_const(m_bound)) {
        const QString language = bound.language == 0   ? QString()
                                 : bound.language == 1 ? kFallbackLanguage
                                                       : m_second;
        bound.binding->setKey(has ? FieldKey{language, prefix + bound.field} : FieldKey{});
    }
    if (m_kind != Kind::Steps)
        return;
    const Step step = has ? m_document->item().steps.at(index) : Step{};
    // The media folder's file, else the exhibit's drawing of that name.
    const QString picture = pictureFilePath(m_mediaDirectory, step.image);
    const QImage thumbnail =
        picture.isEmpty() ? QImage() : mediaThumbnail(picture, QSize(240, 180));
    if (!thumbnail.isNull())
        m_picture->setPixmap(QPixmap::fromImage(thumbnail));
    else if (step.image.isEmpty())
        m_picture->setText(tr("noch kein Bild"));
    else if (mediaFilePath(m_mediaDirectory, step.image).isEmpty())
        m_picture->setText(tr("„%1“ ist kein einfacher Dateiname im Medienordner; bitte das Bild "
                              "entfernen oder ersetzen")
                               .arg(shownFileName(step.image)));
    else
        m_picture->setText(tr("%1 fehlt im Medienordner").arg(step.image));
    m_sound->setText(step.audio.isEmpty() ? tr("kein Ton") : shownFileName(step.audio));
}

void PartsEditor::addEntry()
{
    Item item = m_document->item();
    const int at = currentIndex() + 1;
    QString what;
    switch (m_kind) {
    case Kind::Schedule:
        item.schedule.insert(at, ScheduleEntry{});
        what = tr("Eintrag im Tagesablauf hinzufügen");
        break;
    case Kind::Steps: {
        Step step;
        step.figure = QString::number(item.steps.size() + 1);
        item.steps.insert(at, step);
        what = tr("Schritt hinzufügen");
        break;
    }
    case Kind::Verses:
        item.verses.insert(at, Verse{});
        what = tr("Strophe hinzufügen");
        break;
    }
    m_document->change(item, what);
    select(at);
}

void PartsEditor::removeEntry()
{
    const int index = currentIndex();
    if (index < 0 || index >= count())
        return;
    Item item = m_document->item();
    if (m_kind == Kind::Schedule)
        item.schedule.removeAt(index);
    else if (m_kind == Kind::Steps)
        item.steps.removeAt(index);
    else
        item.verses.removeAt(index);
    m_document->change(item, tr("%1 entfernen").arg(entryTitle(index)));
    select(std::min(index, count() - 1));
}

void PartsEditor::moveEntry(int delta)
{
    const int from = currentIndex();
    const int to = from + delta;
    if (from < 0 || to < 0 || to >= count())
        return;
    Item item = m_document->item();
    if (m_kind == Kind::Schedule)
        item.schedule.move(from, to);
    else if (m_kind == Kind::Steps)
        item.steps.move(from, to);
    else
        item.verses.move(from, to);
    m_document->change(item, delta < 0 ? tr("Nach oben schieben") : tr("Nach unten schieben"));
    select(to);
}

bool PartsEditor::attachImage(const QString& sourcePath, QString* messageDe)
{
    const int index = currentIndex();
    if (m_kind != Kind::Steps || index < 0)
        return false;
    const QString name = importMediaFile(sourcePath, MediaKind::Image, m_mediaDirectory, messageDe);
    if (name.isEmpty())
        return false;
    m_document->setField({QString(), QStringLiteral("steps.%1.image").arg(index)}, name);
    return true;
}

bool PartsEditor::attachSound(const QString& sourcePath, QString* messageDe)
{
    const int index = currentIndex();
    if (m_kind != Kind::Steps || index < 0)
        return false;
    const QString name = importMediaFile(sourcePath, MediaKind::Audio, m_mediaDirectory, messageDe);
    if (name.isEmpty())
        return false;
    m_document->setField({QString(), QStringLiteral("steps.%1.audio").arg(index)}, name);
    return true;
}

void PartsEditor::chooseFile(bool image)
{
    const QString path = QFileDialog::getOpenFileName(
        this, image ? tr("Bild für den Schritt wählen") : tr("Ton für den Schritt wählen"),
        QDir::homePath(),
        image ? tr("Bilder (*.png *.jpg *.jpeg *.svg)") : tr("Töne (*.ogg *.mp3 *.wav)"));
    if (path.isEmpty())
        return;
    QString message;
    const bool attached = image ? attachImage(path, &message) : attachSound(path, &message);
    if (!attached)
        QMessageBox::warning(this, tr("Datei nicht übernommen"), message);
}

void PartsEditor::detach(bool image)
{
    const int index = currentIndex();
    if (index >= 0)
        m_document->setField(
            {QString(), QStringLiteral("steps.%1.%2").arg(index).arg(image ? "image" : "audio")},
            QString());
}

} // namespace zv
