#include "editor/media_page.h"

#include "editor/field_labels.h"
#include "editor/item_document.h"
#include "editor/media_import.h"
#include "editor/text_binding.h"
#include "store/media_names.h"
#include "store/narration.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QStyle>
#include <QVBoxLayout>

namespace zv {

namespace {
const QString kImages = QStringLiteral("images");
const QString kAudio = QStringLiteral("audio");
constexpr int kThumb = 96;
} // namespace

MediaPage::MediaPage(ItemDocument* document, const QString& mediaDirectory, QWidget* parent)
    : QWidget(parent), m_document(document), m_mediaDirectory(mediaDirectory),
      m_second(QStringLiteral("en"))
{
    setObjectName(QStringLiteral("mediaPage"));
    auto* layout = new QHBoxLayout(this);
    auto* left = new QVBoxLayout;
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("mediaList"));
    m_list->setIconSize(QSize(kThumb, kThumb));
    m_list->setSpacing(4);
    left->addWidget(m_list, 1);
    // Buttons two by two: the page fits beside the tree and the history.
    auto* buttons = new QGridLayout;
    auto* addImageButton = new QPushButton(tr("Bild hinzufügen …"), this);
    auto* addSoundButton = new QPushButton(tr("Ton hinzufügen …"), this);
    auto* replace = new QPushButton(tr("Datei ersetzen …"), this);
    auto* remove = new QPushButton(tr("Entfernen"), this);
    auto* up = new QPushButton(tr("Nach oben"), this);
    auto* down = new QPushButton(tr("Nach unten"), this);
    buttons->addWidget(addImageButton, 0, 0);
    buttons->addWidget(addSoundButton, 0, 1);
    buttons->addWidget(replace, 1, 0);
    buttons->addWidget(remove, 1, 1);
    buttons->addWidget(up, 2, 0);
    buttons->addWidget(down, 2, 1);
    left->addLayout(buttons);
    layout->addLayout(left, 2);

    m_detail = new QWidget(this);
    auto* form = new QFormLayout(m_detail);
    m_picture = new QLabel(m_detail);
    m_picture->setObjectName(QStringLiteral("mediaPicture"));
    m_picture->setMinimumSize(240, 180);
    m_picture->setAlignment(Qt::AlignCenter);
    m_picture->setFrameShape(QFrame::StyledPanel);
    m_file = new QLabel(m_detail);
    m_file->setObjectName(QStringLiteral("mediaFile"));
    m_file->setWordWrap(true);
    form->addRow(m_picture);
    form->addRow(tr("Datei"), m_file);
    m_secondCaption = new QLabel(m_detail);
    m_secondCredit = new QLabel(m_detail);
    const auto addLine = [&](const QString& fieldName, bool second, QWidget* label) {
        auto* line = new QLineEdit(m_detail);
        line->setObjectName(QStringLiteral("media_%1_%2").arg(fieldName).arg(second ? 2 : 1));
        m_bound.append({new TextBinding(m_document, line, {}), {fieldName, second}});
        form->addRow(label, line);
        return line;
    };
    addLine(field::caption, false, new QLabel(tr("Bildunterschrift (Deutsch)"), m_detail));
    addLine(field::caption, true, m_secondCaption);
    addLine(field::credit, false, new QLabel(tr("Quelle/Urheber (Deutsch)"), m_detail));
    addLine(field::credit, true, m_secondCredit);
    // A sound can be the staff's own reading of one of the item's texts
    // ("Vorlesen", store/narration.h): the kiosk's "Vorlesen" button on that
    // text's pages then plays it instead of the synthetic voice. The field
    // is the text's name; "content check" says when no such text exists.
    m_secondNarrates = new QLabel(m_detail);
    const QString fieldHint = readingOrderFields().join(QStringLiteral(", "));
    for (const bool second : {false, true}) {
        QLineEdit* line =
            addLine(field::narrates, second,
                    second ? m_secondNarrates : new QLabel(tr("Liest vor (Deutsch)"), m_detail));
        line->setPlaceholderText(
            tr("leer = eigener Ton; sonst der vorgelesene Text: %1").arg(fieldHint));
        m_narrationRows.append(line);
    }
    m_form = form;
    layout->addWidget(m_detail, 3);

    connect(addImageButton, &QPushButton::clicked, this, [this] { choose(kImages); });
    connect(addSoundButton, &QPushButton::clicked, this, [this] { choose(kAudio); });
    connect(replace, &QPushButton::clicked, this, [this] { choose(QString()); });
    connect(remove, &QPushButton::clicked, this, &MediaPage::removeCurrent);
    connect(up, &QPushButton::clicked, this, [this] { moveCurrent(-1); });
    connect(down, &QPushButton::clicked, this, [this] { moveCurrent(1); });
    connect(m_list, &QListWidget::currentRowChanged, this, [this] {
        if (!m_refreshing)
            bindCurrent();
    });
    connect(m_document, &ItemDocument::changed, this, &MediaPage::refresh);
    setSecondLanguage(m_second);
    refresh();
}

void MediaPage::setSecondLanguage(const QString& language)
{
    m_second = language;
    m_secondCaption->setText(tr("Bildunterschrift (%1)").arg(languageName(language)));
    m_secondCredit->setText(tr("Quelle/Urheber (%1)").arg(languageName(language)));
    m_secondNarrates->setText(tr("Liest vor (%1)").arg(languageName(language)));
    bindCurrent();
}

QPair<QString, int> MediaPage::current() const
{
    const int row = m_list->currentRow();
    const int images = static_cast<int>(m_document->item().images.size());
    if (row < 0)
        return {kImages, -1};
    return row < images ? qMakePair(kImages, row) : qMakePair(kAudio, row - images);
}

void MediaPage::refresh()
{
    m_refreshing = true;
    const int keep = m_list->currentRow();
    m_list->clear();
    const Item& item = m_document->item();
    for (const ImageSlot& image : item.images) {
        // The media folder's file, else the exhibit's drawing of that name.
        const QString path = pictureFilePath(m_mediaDirectory, image.file);
        const QImage thumb =
            path.isEmpty() ? QImage() : mediaThumbnail(path, QSize(kThumb, kThumb));
        auto* entry = new QListWidgetItem(
            image.file.isEmpty() ? tr("Bildplatz ohne Bild – %1")
                                       .arg(image.texts.text(kFallbackLanguage, field::caption))
                                 : image.texts.text(kFallbackLanguage, field::caption),
            m_list);
        if (!thumb.isNull())
            entry->setIcon(QIcon(QPixmap::fromImage(thumb)));
        else
            entry->setIcon(style()->standardIcon(QStyle::SP_FileIcon));
    }
    for (const AudioClip& clip : item.audio) {
        const QString name = clip.texts.text(kFallbackLanguage, field::caption).isEmpty()
                                 ? shownFileName(clip.file)
                                 : clip.texts.text(kFallbackLanguage, field::caption);
        auto* entry = new QListWidgetItem(
            isNarration(clip) ? tr("Vorgelesen: %1").arg(name) : tr("Ton: %1").arg(name), m_list);
        entry->setIcon(style()->standardIcon(QStyle::SP_MediaVolume));
    }
    if (m_list->count() > 0)
        m_list->setCurrentRow(std::clamp(keep, 0, m_list->count() - 1));
    m_refreshing = false;
    bindCurrent();
}

void MediaPage::bindCurrent()
{
    const auto [list, index] = current();
    m_detail->setEnabled(index >= 0);
    // Only a sound can read a text aloud.
    for (QLineEdit* line : std::as_const(m_narrationRows))
        m_form->setRowVisible(line, list == kAudio && index >= 0);
    for (const auto& bound : std::as_const(m_bound)) {
        const QString language = bound.second.second ? m_second : kFallbackLanguage;
        bound.first->setKey(
            index < 0
                ? FieldKey{}
                : FieldKey{
                      language,
                      QStringLiteral("%1.%2.%3").arg(list).arg(index).arg(bound.second.first)});
    }
    if (index < 0) {
        m_file->setText(tr("Noch keine Bilder oder Töne. „Bild hinzufügen …“ wählt eine Datei."));
        m_picture->clear();
        return;
    }
    const Item& item = m_document->item();
    const QString file = list == kImages ? item.images.at(index).file : item.audio.at(index).file;
    const QString path = mediaFilePath(m_mediaDirectory, file);
    if (file.isEmpty()) {
        m_file->setText(tr("Dieser Bildplatz hat noch kein Bild („Datei ersetzen …“)."));
        m_picture->setText(tr("kein Bild"));
        return;
    }
    if (path.isEmpty()) {
        // A name from a file (an old store, a content pack) that would lead
        // out of the media folder: never opened, and the draft is refused.
        m_file->setText(tr("„%1“ ist kein einfacher Dateiname im Medienordner und wird nicht "
                           "geöffnet. Bitte diesen Eintrag entfernen oder die Datei ersetzen.")
                            .arg(shownFileName(file).toHtmlEscaped()));
        m_picture->setText(list == kImages ? tr("Bild nicht geöffnet") : tr("Ton nicht geöffnet"));
        return;
    }
    const QString drawing =
        list == kImages && !QFileInfo(path).isFile() ? bundledDrawingPath(file) : QString();
    if (!drawing.isEmpty()) {
        // The exhibit's own drawing shows until staff put a photo of this
        // name into the media folder or choose another file.
        m_file->setText(tr("%1<br>Zeichnung der Ausstellung (mitgeliefert, „Gezeichnet für die "
                           "Ausstellung“). Ein Foto mit diesem Namen im Medienordner oder "
                           "„Datei ersetzen …“ ersetzt sie.")
                            .arg(file.toHtmlEscaped()));
        m_picture->setPixmap(QPixmap::fromImage(mediaThumbnail(drawing, QSize(320, 240))));
        return;
    }
    const MediaCheck check =
        checkMediaFile(path, list == kImages ? MediaKind::Image : MediaKind::Audio);
    m_file->setText(QStringLiteral("%1<br>%2").arg(file.toHtmlEscaped(), check.messageDe));
    const QImage thumb = list == kImages ? mediaThumbnail(path, QSize(320, 240)) : QImage();
    if (!thumb.isNull())
        m_picture->setPixmap(QPixmap::fromImage(thumb));
    else
        m_picture->setText(list == kImages ? tr("Bild fehlt im Medienordner") : tr("Tondatei"));
}

QString MediaPage::newKey(const QString& kind) const
{
    const Item& item = m_document->item();
    QStringList used = m_takenKeys;
    for (const ImageSlot& image : item.images)
        used.append(image.key);
    for (const AudioClip& clip : item.audio)
        used.append(clip.key);
    const QString stem = kind == kImages ? QStringLiteral("bild") : QStringLiteral("ton");
    QString key;
    for (int n = 1; key.isEmpty() || used.contains(key); ++n)
        key = QStringLiteral("%1_%2_%3").arg(item.key, stem).arg(n);
    return key;
}

bool MediaPage::addImage(const QString& sourcePath, QString* messageDe)
{
    const QString name = importMediaFile(sourcePath, MediaKind::Image, m_mediaDirectory, messageDe);
    if (name.isEmpty())
        return false;
    Item item = m_document->item();
    item.images.append({newKey(kImages), name, {}});
    m_document->change(item, tr("Bild hinzufügen"));
    m_list->setCurrentRow(static_cast<int>(item.images.size()) - 1);
    return true;
}

bool MediaPage::addSound(const QString& sourcePath, QString* messageDe)
{
    const QString name = importMediaFile(sourcePath, MediaKind::Audio, m_mediaDirectory, messageDe);
    if (name.isEmpty())
        return false;
    Item item = m_document->item();
    item.audio.append({newKey(kAudio), name, {}});
    m_document->change(item, tr("Ton hinzufügen"));
    m_list->setCurrentRow(m_list->count() - 1);
    return true;
}

bool MediaPage::replaceFile(const QString& sourcePath, QString* messageDe)
{
    const auto [list, index] = current();
    if (index < 0) {
        *messageDe = tr("Bitte zuerst links einen Eintrag wählen.");
        return false;
    }
    const QString name =
        importMediaFile(sourcePath, list == kImages ? MediaKind::Image : MediaKind::Audio,
                        m_mediaDirectory, messageDe);
    if (name.isEmpty())
        return false;
    m_document->setField({QString(), QStringLiteral("%1.%2.file").arg(list).arg(index)}, name);
    return true;
}

void MediaPage::removeCurrent()
{
    const auto [list, index] = current();
    if (index < 0)
        return;
    Item item = m_document->item();
    if (list == kImages)
        item.images.removeAt(index);
    else
        item.audio.removeAt(index);
    // The file stays in the media folder: older versions and backups use it.
    m_document->change(item, list == kImages ? tr("Bild entfernen") : tr("Ton entfernen"));
}

void MediaPage::moveCurrent(int delta)
{
    const auto [list, index] = current();
    Item item = m_document->item();
    const int size = static_cast<int>(list == kImages ? item.images.size() : item.audio.size());
    const int to = index + delta;
    if (index < 0 || to < 0 || to >= size)
        return;
    if (list == kImages)
        item.images.move(index, to);
    else
        item.audio.move(index, to);
    m_document->change(item, tr("Reihenfolge ändern"));
    m_list->setCurrentRow(m_list->currentRow() + delta);
}

void MediaPage::choose(const QString& what)
{
    const bool replacing = what.isEmpty();
    const bool image = replacing ? current().first == kImages : what == kImages;
    const QString path = QFileDialog::getOpenFileName(
        this, image ? tr("Bild wählen") : tr("Ton wählen"), QDir::homePath(),
        image ? tr("Bilder (*.png *.jpg *.jpeg *.svg)") : tr("Töne (*.ogg *.mp3 *.wav)"));
    if (path.isEmpty())
        return;
    QString message;
    const bool ok = replacing ? replaceFile(path, &message)
                              : (image ? addImage(path, &message) : addSound(path, &message));
    if (!ok)
        QMessageBox::warning(this, tr("Datei nicht übernommen"), message);
}

} // namespace zv
